import ViewTree

/// One view laid out for the browser comparison: Text views in one style, width and line
/// count each, chosen to cover what Text.md §4.2 says a browser must reproduce (kerning,
/// letter-spacing, weights, italics, monospaced faces without ligatures, truncation, alignment).
struct ParitySample: Sendable {
    let name: String
    let tree: ViewNode

    /// Every sample is laid out on an iPhone-wide canvas whose height fits the content.
    static let canvasWidth = 393.0

    static let pangram = "Sphinx of black quartz, judge my vow"
    static let paragraph = "Typography on iOS tracks every size, so a stand-in font needs its own letter-spacing per size: measured, not guessed."
    /// Sequences Inter's and Fira Code's `calt` would redraw (arrows, ×, case-aware punctuation).
    static let contextual = "Swipe -> next, <- back, => done; 1x2 grid, A-Z (A) 12:30 != ==="
    static let latin1 = "Crème brûlée, naïve façade — “quotes” ‘single’ … © 2024 ½ ¿Qué?"

    static let all: [ParitySample] = styles + weights + italics + monospaced + spacing + dynamicType
        + wrapped + truncated + aligned + special

    /// Every text style at the default Dynamic Type size (Text.md §6 table).
    static let styles = Font.TextStyle.allCases.map { style in
        ParitySample(name: "style \(style)", tree: text("\(style.rawValue): \(pangram)").font(.style(style)))
    }

    static let weights = [Font.Weight.regular, .medium, .semibold, .bold, .heavy].map { weight in
        ParitySample(name: "weight \(weight)", tree: text("\(weight.rawValue): Hamburgefonstiv 0123456789").environment(.fontWeight(weight)))
    }

    static let italics = [
        ParitySample(name: "body italic", tree: text(pangram).font(Font.body.italic())),
        ParitySample(name: "headline italic", tree: text(pangram).font(Font.style(.headline).italic())),
        ParitySample(name: "title3 bold italic", tree: text("Bold italic: Wavy AVAST").font(Font.style(.title3).bold().italic())),
    ]

    static let monospaced = [
        ParitySample(name: "body monospaced", tree: text(contextual).font(Font.body.monospaced())),
        ParitySample(name: "system 13 monospaced", tree: text("let total = items.reduce(0, +) // 42").font(.system(size: 13, design: .monospaced))),
        ParitySample(name: "monospaced bold", tree: text("fn main() -> i32 { 0 }").font(Font.style(.callout).monospaced().bold())),
        ParitySample(name: "monospaced italic is upright", tree: text("www ||| ::: www").environment(.monospaced).environment(.italic)),
        ParitySample(name: "monospaced digits", tree: text("Total: 1,234,567.89 at 12:30 — 0110").font(Font.body.monospacedDigit())),
    ]

    static let spacing = [
        ParitySample(name: "kerning 2", tree: text("AVAST Wavy To. LT").environment(.kerning(2))),
        ParitySample(name: "title tracking -0.8", tree: text("Tracking tight").font(.style(.title)).environment(.tracking(-0.8))),
        ParitySample(name: "footnote kerning 0.5 wrapped", tree: text(paragraph).font(.style(.footnote)).environment(.kerning(0.5)).frame(width: 200)),
        ParitySample(name: "title kerned pairs", tree: text("AVAST Wavy To. LT Yo").font(.style(.title))),
        ParitySample(name: "body calt off", tree: text(contextual)),
        // Chromium leaves optional ligatures and `calt` out while letter-spacing is not zero, so
        // these two cancel the style's spacing (−0.459, +0.0472 pt) to leave only the CSS to do it.
        ParitySample(name: "body calt off, no letter-spacing", tree: text(contextual).environment(.kerning(0.459))),
        ParitySample(name: "monospaced ligatures off, no letter-spacing", tree: text(contextual).font(Font.body.monospaced()).environment(.kerning(-0.0472))),
        ParitySample(name: "body Latin-1", tree: text(latin1)),
        ParitySample(name: "body hello", tree: text("Hello, World!")),
    ]

    static let dynamicType = [
        (Font.TextStyle.body, DynamicTypeSize.xSmall), (.body, .xxxLarge), (.body, .accessibility1),
        (.headline, .accessibility3), (.caption2, .xSmall), (.largeTitle, .accessibility5),
    ].map { style, size in
        ParitySample(name: "\(style) at \(size)", tree: text("\(size.rawValue): \(pangram)").font(.style(style)).environment(.dynamicTypeSize(size)))
    }

    static let wrapped = [
        ParitySample(name: "body paragraph 361", tree: text(paragraph).frame(width: 361)),
        ParitySample(name: "body paragraph 240", tree: text(paragraph).frame(width: 240)),
        ParitySample(name: "body paragraph 150", tree: text(paragraph).frame(width: 150)),
        ParitySample(name: "footnote paragraph 250", tree: text(paragraph).font(.style(.footnote)).frame(width: 250)),
        ParitySample(name: "title paragraph 300", tree: text(paragraph).font(.style(.title)).frame(width: 300)),
        ParitySample(name: "callout paragraph 120", tree: text(paragraph).font(.style(.callout)).frame(width: 120)),
        ParitySample(name: "subheadline lineSpacing 6", tree: text(paragraph).font(.style(.subheadline)).environment(.lineSpacing(6)).frame(width: 200)),
        ParitySample(name: "title word broken by characters", tree: text("Supercalifragilisticexpialidocious").font(.style(.title)).frame(width: 100)),
    ]

    static let truncated = [
        ParitySample(name: "lineLimit 1 tail", tree: text(paragraph).environment(.lineLimit(min: nil, max: 1, reservesSpace: false)).frame(width: 200)),
        ParitySample(name: "lineLimit 2 tail", tree: text(paragraph).environment(.lineLimit(min: nil, max: 2, reservesSpace: false)).frame(width: 200)),
        ParitySample(name: "lineLimit 2 head", tree: text(paragraph).environment(.truncationMode(.head)).environment(.lineLimit(min: nil, max: 2, reservesSpace: false)).frame(width: 200)),
        ParitySample(name: "lineLimit 1 middle", tree: text(paragraph).environment(.truncationMode(.middle)).environment(.lineLimit(min: nil, max: 1, reservesSpace: false)).frame(width: 250)),
        ParitySample(name: "headline lineLimit 1", tree: text(pangram).font(.style(.headline)).environment(.lineLimit(min: nil, max: 1, reservesSpace: false)).frame(width: 150)),
        ParitySample(name: "minimumScaleFactor", tree: text(pangram).environment(.minimumScaleFactor(0.5)).environment(.lineLimit(min: nil, max: 1, reservesSpace: false)).frame(width: 200)),
    ]

    static let aligned = [
        ParitySample(name: "center paragraph 300", tree: text(paragraph).environment(.multilineTextAlignment(.center)).frame(width: 300)),
        ParitySample(name: "trailing paragraph 280", tree: text(paragraph).environment(.multilineTextAlignment(.trailing)).frame(width: 280)),
        ParitySample(name: "title3 center 250", tree: text(pangram).font(.style(.title3)).environment(.multilineTextAlignment(.center)).frame(width: 250)),
        ParitySample(name: "caption trailing 180", tree: text(latin1).font(.style(.caption)).environment(.multilineTextAlignment(.trailing)).frame(width: 180)),
    ]

    /// Seed 000's paragraphs in their padded VStack (two Text views in one sample).
    static let special = [
        ParitySample(name: "seed 000 stack", tree: vStack(spacing: 10, [
            text("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do abore et dolore magna aliqua."),
            text("Lorem ipsum dolor sit amet, sed do abore dolore magna aliqua."),
        ]).padding()),
    ]
}
