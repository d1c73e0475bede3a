import GamepadKitCore

/// The intrinsic content size UIKit gives a control, estimated from what an Interface Builder
/// file says about it (its title, text, font size, images, style), for laying a scene out from
/// its constraints.
///
/// - **Text** is measured at 0.52 × the font size per character (San Francisco's average
///   advance; a Chinese or Japanese character 1 ×, a Hangul one 0.87 ×), one line
///   ⌈1.2 × font size⌉ tall. Fonts: the `fontDescription`'s `pointSize`, or its text style's
///   size at the default (Large) content size (body 17, headline 17, subheadline 15, footnote
///   13, caption 12/11, title 28/22/20, callout 16, large title 34); 17 pt when the file names
///   none (15 pt for buttons without a configuration, UIKit's default button font).
/// - **Labels**: the text's size. **Buttons**: title and image side by side (images from the
///   document's `<resources>`), 30 pt tall for a 15 pt title; a configuration button adds its
///   12 pt content insets each side. **Text fields**: 34 pt tall with a border (the rounded
///   style), else one line. **Text views** that do not scroll (`scrollEnabled="NO"`): a line
///   of text (the file keeps no text here) and UIKit's 8 pt insets above and below, no width.
///   **Image views**: the image's size.
/// - **Fixed sizes** (whatever the file stores, since a stored size can be stale, like a slider
///   saved 1 pt high): switches 51×31, steppers 94×32, segmented controls 32 pt tall (each
///   segment its widest title plus 20 pt), sliders 31 pt tall, activity indicators 20×20 (37×37
///   large), page controls 26 pt tall (a stored height stands: 37 pt before iOS 14), progress
///   views 4 pt tall, search bars 56 pt tall, date and other pickers 216 pt tall (320 wide),
///   navigation bars and toolbars 44 pt, tab bars 49 pt.
/// - Anything else (plain views, tables, scroll views, text views that scroll) has no intrinsic size.
struct IntrinsicContentSize {
    /// The width and height, each nil when the view has none on that axis.
    var width: Double?
    var height: Double?

    /// The sizes of text styles at the default content size.
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleBody": 17, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleSubhead": 15,
        "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
        "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleCallout": 16,
    ]

    /// The font size an element's `fontDescription` says, if any.
    static func fontSize(of element: MarkupElement) -> Double? {
        guard let font = element.children.first(where: { $0.name == "fontDescription" }) else { return nil }
        if let size = font["pointSize"].flatMap(Double.init), size.isFinite, size > 0 { return min(size, 500) }
        return font["style"].flatMap { textStyleSizes[$0] }
    }

    /// The width of `text` at `fontSize`: each character its advance in ems
    /// (``advance(of:)``), rounded up to a whole point.
    static func textWidth(_ text: String, fontSize: Double) -> Double {
        var ems = 0.0
        for character in text { ems += advance(of: character) }
        return (ems * fontSize).rounded(.up)
    }

    /// The advance of `character` in ems. Chinese and Japanese characters (ideographs, kana,
    /// CJK punctuation, full-width forms) are square, one em wide (PingFang and Hiragino: files
    /// store a two-character 17-pt label 34 to 35 pt wide); Hangul syllables and letters 0.87 em
    /// (Apple SD Gothic Neo: a two-syllable 10-pt label 17.5 pt); anything else San Francisco's
    /// average, 0.52 em.
    static func advance(of character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first?.value, scalar >= 0x1100 else { return 0.52 }
        switch scalar {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return 0.87
        case 0x2E80...0x2FDF, 0x3000...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
             0xFF01...0xFF60, 0xFFE0...0xFFE6: return 1
        default: return 0.52
        }
    }

    static func lineHeight(_ fontSize: Double) -> Double {
        (fontSize * 1.2).rounded(.up)
    }

    /// The intrinsic size of `element` (of `kind`); `imageSizes` are the document's image
    /// resources by name.
    static func of(_ element: MarkupElement, kind: ViewKind, imageSizes: [String: LayoutSize]) -> IntrinsicContentSize {
        switch element.name {
        case "activityIndicatorView":
            let large = ["whiteLarge", "large"].contains(element["style"] ?? "")
            return IntrinsicContentSize(width: large ? 37 : 20, height: large ? 37 : 20)
        case "progressView":
            return IntrinsicContentSize(width: nil, height: 4)
        default:
            break
        }
        switch kind {
        case .switch: return IntrinsicContentSize(width: 51, height: 31)
        case .stepper: return IntrinsicContentSize(width: 94, height: 32)
        case .slider: return IntrinsicContentSize(width: nil, height: 31)
        case .pageControl: return IntrinsicContentSize(width: nil, height: 26)
        case .searchBar: return IntrinsicContentSize(width: nil, height: 56)
        case .datePicker, .picker: return IntrinsicContentSize(width: 320, height: 216)
        case .navigationBar, .toolbar: return IntrinsicContentSize(width: nil, height: 44)
        case .tabBar: return IntrinsicContentSize(width: nil, height: 49)
        case .segmented:
            let size = fontSize(of: element) ?? 13
            let titles = (element.child("segments")?.children("segment") ?? []).map { $0["title"] ?? "" }
            let widest = titles.map { textWidth($0, fontSize: size) }.max() ?? 0
            return IntrinsicContentSize(width: Double(max(1, titles.count)) * (widest + 20), height: 32)
        case .label:
            let size = fontSize(of: element) ?? 17
            let text = element["text"] ?? ""
            return IntrinsicContentSize(width: textWidth(text, fontSize: size), height: lineHeight(size))
        case .textField:
            let size = fontSize(of: element) ?? 14
            let text = element["text"] ?? element["placeholder"] ?? ""
            let bordered = (element["borderStyle"] ?? "none") != "none"
            return IntrinsicContentSize(width: textWidth(text, fontSize: size) + (bordered ? 14 : 0),
                                        height: bordered ? max(34, lineHeight(size) + 12) : lineHeight(size))
        case .button:
            let configuration = element.child("buttonConfiguration")
            let size = fontSize(of: element) ?? (configuration != nil ? 17 : 15)
            let state = element.child("state", key: "normal")
            let title = configuration?["title"] ?? state?["title"] ?? element["title"] ?? ""
            let image = (configuration?["image"] ?? state?["image"] ?? element["image"]).flatMap { imageSizes[$0] }
            let titleWidth = title.isEmpty ? 0 : textWidth(title, fontSize: size)
            let insets = configuration != nil ? 24.0 : 0
            let width = titleWidth + (image?.width ?? 0) + insets
            let height = max(title.isEmpty ? 0 : lineHeight(size) + (configuration != nil ? 14 : 12), image?.height ?? 0)
            return IntrinsicContentSize(width: max(width, title.isEmpty && image == nil ? 30 : 0), height: max(height, 30))
        case .textView:
            // A text view that does not scroll is as tall as its text, inside UIKit's 8 pt
            // container insets; its width comes from its constraints.
            guard element["scrollEnabled"] == "NO" else { return IntrinsicContentSize() }
            return IntrinsicContentSize(width: nil, height: lineHeight(fontSize(of: element) ?? 14) + 2 * textViewInset)
        case .image:
            guard let size = element["image"].flatMap({ imageSizes[$0] }) else { return IntrinsicContentSize() }
            return IntrinsicContentSize(width: size.width, height: size.height)
        default:
            return IntrinsicContentSize()
        }
    }

    /// The text container inset UIKit gives a text view above and below its text.
    static let textViewInset = 8.0

    /// The view kinds whose stored size UIKit replaces with its own fixed height (a slider saved
    /// 1 pt high is 31 pt high on a device).
    static let fixedHeightKinds: Set<ViewKind> = [.switch, .stepper, .slider, .segmented]

    /// A fixed-height control stored shorter than this fraction of its standard height is
    /// stale; one stored taller is as its Xcode drew it.
    static let staleFraction = 0.75
}
