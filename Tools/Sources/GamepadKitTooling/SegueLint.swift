import Foundation
import GamepadKitCore
import GamepadKitInterchange

/// `gamepadkit lint`'s check of storyboard cell selection segues: each one without an identifier
/// (`LintFindingKind.segueWithoutIdentifier`), and each one with an identifier that no `rowSegues`
/// entry names (`segueNotInRowSegues`, with the entry to add), is a finding at the `<segue>`
/// element's line, in the scene of its controller. A controller's A selects the row from code, and code performs a
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
    /// that leaves from one of its cells without an identifier, and for each one with an
    /// identifier that `rowSegues` (the configurations linted in the same run; empty: none)
    /// names no segue for: A would select that row and go nowhere.
    static func add(_ segues: [CellSelectionSegue], to lint: inout SceneLint, screenID: String?, rowSegues: [String: String] = [:]) {
        guard let screenID else { return }
        for segue in segues where segue.controllerID == screenID {
            let id = "\(segue.cellID).selectionSegue"
            // Names from the file are clipped: a class name of 1 MB is echoed in every cell's finding.
            let cellID = LayoutLinter.clipped(segue.cellID)
            let reuseIdentifier = segue.reuseIdentifier.map { LayoutLinter.clipped($0) }
            let controllerClass = segue.controllerClass.map { LayoutLinter.clipped($0) }
            let cell = reuseIdentifier.map { "cell '\($0)' (\(cellID))" } ?? "cell \(cellID)"
            let controller = controllerClass ?? "its view controller"
            let entryKey = "\"\(controllerClass ?? "<controller class>")/\(reuseIdentifier ?? "<reuse identifier>")\""
            let kind = segue.kind.map { LayoutLinter.clipped($0) } ?? "selection"
            if RowSegue.needsIdentifier(segue.identifier) {
                lint.findings.append(LintFinding(
                    kind: .segueWithoutIdentifier, elementID: id,
                    message: "the \(kind) segue of \(cell) in \(controller) has no identifier: a controller's A selects the row but cannot perform it; give it an identifier\(segue.reuseIdentifier == nil ? " (and the cell a reuse identifier)" : "") and add it to GamepadKit.plist's rowSegues as \(entryKey)"))
            } else if let identifier = segue.identifier.map({ LayoutLinter.clipped($0) }), segue.rowSeguesKey.flatMap({ rowSegues[$0] }) == nil {
                var missing: [String] = []
                if segue.controllerClass == nil { missing.append("its view controller a custom class") }
                if segue.reuseIdentifier == nil { missing.append("the cell a reuse identifier") }
                let todo = missing.isEmpty ? "add" : "give \(missing.joined(separator: " and ")), then add"
                lint.findings.append(LintFinding(
                    kind: .segueNotInRowSegues, elementID: id,
                    message: "the \(kind) segue '\(identifier)' of \(cell) in \(controller) is not in rowSegues: a controller's A selects the row and the segue is not performed; \(todo) to GamepadKit.plist's rowSegues \(entryKey) → \"\(identifier)\""))
            } else {
                continue
            }
            lint.sourceLocations[id] = segue.location
        }
    }
}
