/// Whether a controller presented as a popover (an iPad action sheet) is shown as one now, read
/// without asking the app's delegate.
///
/// `adaptivePresentationStyle(for:)` asks the presentation's delegate
/// (`adaptivePresentationStyle(for:traitCollection:)`), which a scan never does, so the scan reads
/// what the popover shows: a popover on screen has an arrow (`arrowDirection` is not `.unknown`);
/// without one yet (the presentation under way), a regular width keeps the popover and a compact
/// width adapts it to a sheet, UIKit's default adaptation. The traits are the presentation
/// controller's (its container's), the ones UIKit adapts by, not the presented controller's.
public enum PopoverAppearance {
    /// True when the presentation shows a popover now.
    ///
    /// - Parameters:
    ///   - presentationStyle: the style it was presented with.
    ///   - hasArrow: the popover presentation's `arrowDirection` is not `.unknown`.
    ///   - isHorizontallyCompact: the presentation controller's horizontal size class is compact.
    public static func isPopover(presentationStyle: PresentationStyle, hasArrow: Bool, isHorizontallyCompact: Bool) -> Bool {
        guard presentationStyle == .popover else { return false }
        return hasArrow || !isHorizontallyCompact
    }
}
