import Foundation
import Testing
@testable import SiteBuilder

/// `JSONText` writes the bytes `JSONEncoder` (sorted keys, unescaped slashes) writes for the same
/// members: the slider tables it writes were `JSONEncoder`'s before, and pages must not change.
@Suite struct JSONTextTests {
    struct Sample: Encodable {
        var flag: Bool? = nil
        let label: String
        let missing: Int?
        let numbers: [Double]
        let whole: Int
    }

    static func encoded(_ sample: Sample) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(sample), as: UTF8.self)
    }

    static func written(_ sample: Sample, escapesLessThan: Bool = false) -> JSONText {
        var json = JSONText(escapesLessThan: escapesLessThan)
        json.object { json in
            json.member("flag", sample.flag)
            json.member("label", sample.label)
            json.member("missing", sample.missing)
            json.member("numbers", sample.numbers)
            json.member("whole", sample.whole)
        }
        return json
    }

    /// Every ASCII character, quotes, backslashes, slashes and text beyond ASCII.
    static let label = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init))) + "\u{2028}é😀 </script>"

    @Test func writesWhatJSONEncoderWrites() throws {
        var state: UInt64 = 14
        let scattered = (0..<200).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(bitPattern: state & 0xFFEF_FFFF_FFFF_FFFF)
        }
        let numbers = [0, -0.0, 1, 0.1, 1.5, 196.5, 2.0 / 3, 1e15, 1e16, 1e21, 1e-5, 1e-7, 5e-324, 97.0 / 6, 123_456_789_012] + scattered
        let sample = Sample(flag: true, label: Self.label, missing: nil, numbers: numbers, whole: -42)
        let json = Self.written(sample)
        #expect(json.isValid)
        #expect(json.string == (try Self.encoded(sample)))
    }

    @Test func escapesLessThanForAScript() throws {
        let sample = Sample(flag: false, label: "a<b </script>", missing: 3, numbers: [], whole: 0)
        #expect(Self.written(sample, escapesLessThan: true).string == #"{"flag":false,"label":"a\u003cb \u003c/script>","missing":3,"numbers":[],"whole":0}"#)
        #expect(Self.written(sample).string == (try Self.encoded(sample)))
    }

    /// `JSONEncoder` throws on a number JSON cannot hold; the text says it is not valid.
    @Test func aNumberJSONCannotHoldMakesItInvalid() {
        #expect(!Self.written(Sample(label: "", missing: nil, numbers: [.infinity], whole: 0)).isValid)
        #expect(!Self.written(Sample(label: "", missing: nil, numbers: [.nan], whole: 0)).isValid)
    }
}
