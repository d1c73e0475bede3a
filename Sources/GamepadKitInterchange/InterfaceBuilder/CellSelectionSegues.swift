import Foundation
import GamepadKitCore

/// A storyboard segue that leaves from a table or collection cell when its row is selected
/// (`RowSegue.isSelectionSegue`): the cell, its scene's controller, the segue's identifier (nil
/// when it has none) and where the segue is written.
public struct CellSelectionSegue: Hashable, Sendable {
    /// The cell's id as the reader gives views: its accessibility identifier, else its
    /// Interface Builder id.
    public var cellID: String
    /// The cell's `reuseIdentifier`; nil when it has none.
    public var reuseIdentifier: String?
    /// The custom class of the scene's view controller; nil for a UIKit class.
    public var controllerClass: String?
    /// The Interface Builder id of the scene's view controller.
    public var controllerID: String?
    /// The segue's `identifier`; nil when it has none.
    public var identifier: String?
    /// The segue's `kind` (`show`, `showDetail`, `presentation`…).
    public var kind: String?
    /// Where the `<segue>` element is written.
    public var location: LayoutSourceLocation

    /// The `rowSegues` key of the cell (`RowSegue.key`), when its controller class and reuse
    /// identifier are known.
    public var rowSeguesKey: String? {
        guard let controllerClass, let reuseIdentifier, !reuseIdentifier.isEmpty else { return nil }
        return RowSegue.key(controllerClass: controllerClass, cellIdentifier: reuseIdentifier)
    }

    /// Every selection segue of a cell in the storyboard `data`.
    /// - Throws: `InterchangeError` when the data is not well-formed markup.
    public static func all(in data: Data, file: String? = nil) throws -> [CellSelectionSegue] {
        try cells(in: data, file: file).segues
    }

    /// Every selection segue of a cell in the storyboard `data`, and the `rowSegues` key and
    /// place of every cell that has none (lint proves `rowSegues` against both: A on such a row
    /// with an entry for its key would ask for a segue its scene lacks; cells without a key, no
    /// custom controller class or no reuse identifier, are left out), from one parse.
    /// - Throws: `InterchangeError` when the data is not well-formed markup.
    public static func cells(in data: Data, file: String? = nil)
        throws -> (segues: [CellSelectionSegue], withoutSegue: [(key: String, location: LayoutSourceLocation)]) {
        let document: MarkupElement
        do {
            document = try MarkupElement.parse(data)
        } catch let error as MarkupElement.SyntaxError {
            throw InterchangeError(file: file, location: "line \(error.line)", message: error.message)
        }
        var found: [CellSelectionSegue] = []
        var withoutSegue: [(key: String, location: LayoutSourceLocation)] = []
        for scene in document.child("scenes")?.children("scene") ?? [] {
            let controller = scene.child("objects")?.children.first { $0.name != "placeholder" && $0.name != "exit" }
            var pending = controller.map { [$0] } ?? []
            while let element = pending.popLast() {
                pending += element.children.reversed()
                guard element.name == "tableViewCell" || element.name == "collectionViewCell" else { continue }
                let segues = (element.child("connections")?.children("segue") ?? []).filter { RowSegue.isSelectionSegue(trigger: $0["trigger"]) }
                for segue in segues {
                    found.append(CellSelectionSegue(
                        cellID: element.child("accessibility")?["identifier"] ?? element["id"] ?? "\(element.name)@line\(element.line)",
                        reuseIdentifier: element["reuseIdentifier"], controllerClass: controller?["customClass"],
                        controllerID: controller?["id"], identifier: segue["identifier"], kind: segue["kind"],
                        location: LayoutSourceLocation(line: segue.line, column: segue.column)))
                }
                // A key longer than a configuration may be can be in none: it is not built (a
                // class name of 1 MB would be copied into every cell's key).
                if segues.isEmpty, let controllerClass = controller?["customClass"],
                   let reuseIdentifier = element["reuseIdentifier"], !reuseIdentifier.isEmpty,
                   controllerClass.utf8.count + reuseIdentifier.utf8.count < ConfigurationLimits.maximumFileBytes {
                    withoutSegue.append((RowSegue.key(controllerClass: controllerClass, cellIdentifier: reuseIdentifier),
                                         LayoutSourceLocation(line: element.line, column: element.column)))
                }
            }
        }
        return (found, withoutSegue)
    }
}
