import Foundation
import GamepadKitCore
import GamepadKitInterchange

/// `gamepadkit lint`'s check of storyboard cell selection segues: each one without an identifier
/// is a finding (`LintFindingKind.segueWithoutIdentifier`) at the `<segue>` element's line, in
/// the scene of its controller. A controller's A selects the row from code, and code performs a
/// segue only by its identifier (`RowSegue`).
enum SegueLint {
    /// The selection segues of cells in `source`'s file when it is a storyboard; none otherwise
    /// or when the file cannot be read again (its scenes were read, so that is a race, not a
    /// finding).
    static func segues(of source: SceneSource) -> [CellSelectionSegue] {
        cells(of: source).segues
    }

    /// The cell selection segues of `source`'s storyboard, and its cells that have none
    /// (`CellSelectionSegue.cells(in:file:)`); none for other files.
    static func cells(of source: SceneSource) -> (segues: [CellSelectionSegue], withoutSegue: [(key: String, location: LayoutSourceLocation)]) {
        guard let file = source.file, file.hasSuffix(".storyboard"),
              let data = FileManager.default.contents(atPath: file) else { return ([], []) }
        return (try? CellSelectionSegue.cells(in: data, file: file)) ?? ([], [])
    }

    /// Adds a finding to `lint` (the scene of the controller `screenID`) for each of `segues`
    /// that leaves from one of its cells without an identifier.
    static func add(_ segues: [CellSelectionSegue], to lint: inout SceneLint, screenID: String?) {
        guard let screenID else { return }
        for segue in segues where segue.controllerID == screenID && RowSegue.needsIdentifier(segue.identifier) {
            let id = "\(segue.cellID).selectionSegue"
            // Names from the file are clipped: a class name of 1 MB is echoed in every cell's finding.
            let cellID = LayoutLinter.clipped(segue.cellID)
            let reuseIdentifier = segue.reuseIdentifier.map { LayoutLinter.clipped($0) }
            let controllerClass = segue.controllerClass.map { LayoutLinter.clipped($0) }
            let cell = reuseIdentifier.map { "cell '\($0)' (\(cellID))" } ?? "cell \(cellID)"
            let controller = controllerClass ?? "its view controller"
            lint.findings.append(LintFinding(
                kind: .segueWithoutIdentifier, elementID: id,
                message: "the \(segue.kind.map { LayoutLinter.clipped($0) } ?? "selection") segue of \(cell) in \(controller) has no identifier: a controller's A selects the row but cannot perform it; give it an identifier\(segue.reuseIdentifier == nil ? " (and the cell a reuse identifier)" : "") and add it to GamepadKit.plist's rowSegues as \"\(controllerClass ?? "<controller class>")/\(reuseIdentifier ?? "<reuse identifier>")\""))
            lint.sourceLocations[id] = segue.location
        }
    }
}
