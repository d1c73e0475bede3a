import GamepadKitCore
import GamepadKitInterchange

/// The lint checks of a scene's constraints, as the importer solved them
/// (`LayoutScene.constraintIssues`): ambiguous layouts, conflicting required constraints and
/// misplaced views (stored frames more than a few points from the solved ones), one finding
/// per issue, named with the scene. The constraint's id is clipped as every value from a file
/// is (a 1 MB id must not make a 1 MB JSON member).
public enum ConstraintLayoutCheck {
    /// The findings of `scene`'s constraint issues.
    public static func findings(in scene: LayoutScene) -> [LintFinding] {
        scene.constraintIssues.map { issue in
            let kind: LintFindingKind
            switch issue.kind {
            case .ambiguous: kind = .ambiguousLayout
            // A scene the solver could not settle is reported with the constraints that conflict.
            case .conflicting, .unsolved: kind = .conflictingConstraints
            case .misplaced: kind = .misplacedViews
            }
            return LintFinding(kind: kind, elementID: issue.viewID, otherID: issue.constraintID.map { LayoutLinter.clipped($0) },
                               message: "scene \"\(LayoutLinter.clipped(scene.name))\": \(issue.message)")
        }
    }
}
