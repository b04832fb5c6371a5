import Diagnostics
import LayoutEngine
import MarkdownTree
import Testing
@testable import SiteBuilder

/// Cache keys: stable, sensitive to every byte and to how values are split.
@Suite struct FingerprintTests {
    private func fingerprint(_ build: (inout FingerprintHasher) -> Void) -> Fingerprint {
        var hasher = FingerprintHasher()
        build(&hasher)
        return hasher.finalize()
    }

    @Test func theSameValuesGiveTheSameFingerprint() {
        let a = fingerprint { $0.combine("HStack { Text(\"a\") }"); $0.combine(3) }
        let b = fingerprint { $0.combine("HStack { Text(\"a\") }"); $0.combine(3) }
        #expect(a == b)
    }

    @Test func everyByteAndEveryBoundaryCounts() {
        let texts = ["", "a", "b", "ab", "ba", "abcdefgh", "abcdefgi", "abcdefghi", "bbcdefghi", String(repeating: "x", count: 64)]
        let single = Set(texts.map { text in fingerprint { $0.combine(text) } })
        #expect(single.count == texts.count)
        #expect(fingerprint { $0.combine("ab"); $0.combine("c") } != fingerprint { $0.combine("a"); $0.combine("bc") })
        #expect(fingerprint { $0.combine(1); $0.combine(2) } != fingerprint { $0.combine(2); $0.combine(1) })
        #expect(fingerprint { $0.combine(0.5) } != fingerprint { $0.combine(-0.5) })
    }

    @Test func hexRoundTrips() throws {
        let value = fingerprint { $0.combine("figure") }
        #expect(value.description.count == 32)
        #expect(Fingerprint(hex: Substring(value.description)) == value)
        #expect(Fingerprint(high: 1, low: 255).description == "000000000000000100000000000000ff")
        #expect(Fingerprint(high: 0xFEDC_BA98_7654_3210, low: 0x0123_4567_89AB_CDEF).description == "fedcba98765432100123456789abcdef")
        #expect(Fingerprint(hex: "xyz") == nil)
        #expect(Fingerprint(hex: "FEDCBA98765432100123456789ABCDEF") == Fingerprint(high: 0xFEDC_BA98_7654_3210, low: 0x0123_4567_89AB_CDEF))
        #expect(Fingerprint(hex: "fedcba98765432100123456789abcdeg") == nil)
        #expect(Fingerprint(hex: "fedcba98765432100123456789abcde") == nil)
    }

    /// A collection's order-free fingerprint (`UnorderedFingerprint`) follows its members and how
    /// many there are, not their order.
    @Test func anUnorderedFingerprintIgnoresOnlyTheOrder() {
        let of = { (members: [String]) -> Fingerprint in
            var fingerprint = UnorderedFingerprint()
            for member in members { fingerprint.add(member) }
            return fingerprint.finalize()
        }
        let base = of(["a", "b", "c"])
        #expect(of(["c", "a", "b"]) == base)
        #expect(of(["a", "b", "d"]) != base)
        #expect(of(["a", "b"]) != base)
        #expect(of(["a", "b", "c", "c"]) != base)
        #expect(of(["ab", "c", ""]) != base)
        #expect(of([]) != of([""]))
    }

    /// A figure's key covers every preview setting of the front matter, set or not, so an edit to
    /// any of them draws the article's figures again; equal settings give equal keys.
    @Test func everyFrontMatterPreviewSettingChangesAFiguresKey() throws {
        let start = SourcePosition(line: 3, column: 1)
        let block = CodeBlock(
            info: "swift", code: "Text(\"Hi\")\n", isFenced: true, infoPosition: SourcePosition(line: 2, column: 4),
            codeLineStarts: [start], range: SourceRange(start: SourcePosition(line: 2, column: 1), end: SourcePosition(line: 4, column: 3)))
        func key(_ page: PreviewSettings) -> Fingerprint {
            FigureKey.chain([block], file: "a.md", page: page, environment: Fingerprint(high: 1, low: 2))[0]
        }
        let phone = try #require(DeviceCanvas.named("iPhone 16"))
        let settings: [PreviewSettings] = [
            PreviewSettings(),
            PreviewSettings(width: 320), PreviewSettings(width: 393),
            PreviewSettings(height: .fit), PreviewSettings(height: .fixed(200)), PreviewSettings(height: .fixed(300)),
            PreviewSettings(widths: .off), PreviewSettings(widths: .range(100...200)), PreviewSettings(widths: .range(100...300)),
            PreviewSettings(showsFrames: true), PreviewSettings(showsFrames: false),
            PreviewSettings(device: phone), PreviewSettings(device: DeviceCanvas.named("iPhone 16", orientation: .landscape)),
            PreviewSettings(showsWholeScrollContent: true), PreviewSettings(showsWholeScrollContent: false),
            PreviewSettings(showsBothSchemes: true), PreviewSettings(showsBothSchemes: false),
            PreviewSettings(dynamicTypeSizes: []), PreviewSettings(dynamicTypeSizes: [.small]), PreviewSettings(dynamicTypeSizes: [.small, .large]),
        ]
        let keys = settings.map(key)
        #expect(Set(keys).count == settings.count)
        // The key lists the settings one by one: a new one must be added there, and here.
        #expect(Mirror(reflecting: PreviewSettings()).children.map(\.label) == [
            "width", "height", "widths", "showsFrames", "device", "showsWholeScrollContent", "showsBothSchemes", "dynamicTypeSizes",
        ])
        #expect(key(PreviewSettings(width: 320, showsFrames: true)) == key(PreviewSettings(width: 320, showsFrames: true)))
    }
}
