import Diagnostics

/// Unicode's invisible bidirectional formatting characters. Inside code they make an editor or a
/// web page show the code in an order other than the one the compiler reads ("Trojan Source",
/// CVE-2021-42574), so the evaluator warns at each embedding, override and isolate, and listings
/// show every one of them as a visible `<U+XXXX>` mark.
///
/// The warning covers the nine characters that open or close a directional run (U+202A–U+202E,
/// U+2066–U+2069), as rustc's `text_direction_codepoint_in_literal` lint does; the marks
/// U+200E, U+200F and U+061C change no run and are at home in right-to-left text, so they are
/// shown but not reported.
public enum BidiControl {
    /// Embeddings, overrides, isolates and their terminators, with their Unicode names.
    static let runChanging: [Unicode.Scalar: String] = [
        "\u{202A}": "LEFT-TO-RIGHT EMBEDDING", "\u{202B}": "RIGHT-TO-LEFT EMBEDDING", "\u{202C}": "POP DIRECTIONAL FORMATTING",
        "\u{202D}": "LEFT-TO-RIGHT OVERRIDE", "\u{202E}": "RIGHT-TO-LEFT OVERRIDE", "\u{2066}": "LEFT-TO-RIGHT ISOLATE",
        "\u{2067}": "RIGHT-TO-LEFT ISOLATE", "\u{2068}": "FIRST STRONG ISOLATE", "\u{2069}": "POP DIRECTIONAL ISOLATE",
    ]
    static let marks: [Unicode.Scalar: String] = ["\u{200E}": "LEFT-TO-RIGHT MARK", "\u{200F}": "RIGHT-TO-LEFT MARK", "\u{061C}": "ARABIC LETTER MARK"]

    /// Whether a listing must show `scalar` as a visible mark instead of the raw character.
    /// Listings ask for every character, so those below the lowest of them (U+061C) are not looked up.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x061C && (runChanging[scalar] != nil || marks[scalar] != nil)
    }

    /// `U+202E`.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `RIGHT-TO-LEFT OVERRIDE`.
    public static func name(_ scalar: Unicode.Scalar) -> String? {
        runChanging[scalar] ?? marks[scalar]
    }

    /// The UTF-8 offset and character of each run-changing control in `source` (none lies below U+202A).
    public static func runChangingControls(in source: String) -> [(offset: Int, scalar: Unicode.Scalar)] {
        var found: [(Int, Unicode.Scalar)] = []
        var offset = 0
        for scalar in source.unicodeScalars {
            if scalar.value >= 0x202A, runChanging[scalar] != nil { found.append((offset, scalar)) }
            offset += UTF8.width(scalar)
        }
        return found
    }

    /// Run-changing controls warned about per block; the rest are counted in one more warning.
    static let maximumWarnings = 10

    /// A warning at each run-changing control of `source` (at most `maximumWarnings`, then one
    /// that counts the rest), placed by `position(offset)`; the same words for Swift and for
    /// blocks in other languages.
    public static func warnings(in source: String, position: (Int) -> SourcePosition) -> [Diagnostic] {
        let found = runChangingControls(in: source)
        var warnings = found.prefix(maximumWarnings).map { offset, scalar in
            let message = "bidirectional control character \(codePoint(scalar)) (\(name(scalar) ?? "")) in code: "
                + "it can make the code read in another order than it runs; remove it, or write it as '\\u{\(String(scalar.value, radix: 16, uppercase: true))}' in a string"
            return Diagnostic(.warning, .bidiControl, message, at: position(offset))
        }
        if found.count > maximumWarnings, let last = found.last {
            let message = "\(found.count - maximumWarnings) more bidirectional control characters in this block"
            warnings.append(Diagnostic(.warning, .bidiControl, message, at: position(last.offset)))
        }
        return warnings
    }
}
