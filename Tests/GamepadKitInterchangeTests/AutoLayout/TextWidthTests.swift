import Testing
@testable import GamepadKitInterchange

/// Text measured for intrinsic sizes: Latin text at San Francisco's average advance, Chinese and
/// Japanese characters square, Hangul a little narrower, as the frames of public files show.
@Suite("Text widths by script")
struct TextWidthTests {
    @Test("a two-character Chinese 17-pt label is 34 pt wide, as files store it (34 to 35 pt); before, 18 pt")
    func chineseIsOneEmPerCharacter() {
        #expect(IntrinsicContentSize.textWidth("顏色", fontSize: 17) == 34)
        #expect(IntrinsicContentSize.textWidth("パスワード", fontSize: 17) == 85)
        #expect(IntrinsicContentSize.textWidth("日期：", fontSize: 17) == 51)
    }

    @Test("Hangul is 0.87 em a syllable: a two-syllable 10-pt label 17.4 pt, rounded up to 18")
    func hangulIsNarrower() {
        #expect(IntrinsicContentSize.textWidth("날짜", fontSize: 10) == 18)
    }

    @Test("Latin text keeps 0.52 em a character, and mixed text adds each character's own advance")
    func latinAndMixed() {
        #expect(IntrinsicContentSize.textWidth("Done", fontSize: 17) == 36)
        #expect(IntrinsicContentSize.textWidth("Wi-Fi 设置", fontSize: 10) == 52)
    }

    @Test("a segmented control with Chinese titles is as wide as its titles plus 20 pt each (before, 18 pt narrower a segment)")
    func segmentedChineseTitles() {
        let segments = MarkupElement(name: "segments", attributes: [:], line: 1, children: [
            MarkupElement(name: "segment", attributes: ["title": "全部"], line: 1),
            MarkupElement(name: "segment", attributes: ["title": "已完成"], line: 1),
        ])
        let control = MarkupElement(name: "segmentedControl", attributes: [:], line: 1, children: [segments])
        let width = IntrinsicContentSize.of(control, kind: .segmented, imageSizes: [:]).width
        #expect(width == 118, "two segments of 39 + 20 pt")
    }
}
