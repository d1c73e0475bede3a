/// When the pages of web views are listed: only while someone uses a controller or a keyboard
/// and the highlight is awake. A touch puts the highlight to sleep, and a finger scrolling a page
/// must not cost a listing per change; with no controller or keyboard nothing runs in the page
/// at all (its script's observers are off). Waking lists every page again, since a change made
/// while its observers were off went unreported.
public enum WebListingSchedule {
    /// True when pages are listed (and their scripts report changes).
    public static func listsPages(hasInputDevice: Bool, isHighlightAwake: Bool) -> Bool {
        hasInputDevice && isHighlightAwake
    }
}
