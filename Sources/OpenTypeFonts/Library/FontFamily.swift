/// The open stand-ins for Apple's system fonts and where Debian installs them: Inter for SF Pro,
/// Fira Code for SF Mono (Text.md §2.2 and §6 "Font choice").
public enum FontFamily: String, Hashable, Sendable, CaseIterable {
    case inter
    case firaCode

    /// The family name users see in messages and CSS.
    public var name: String {
        switch self {
        case .inter: "Inter"
        case .firaCode: "Fira Code"
        }
    }

    /// The Debian package that installs the files.
    public var debianPackage: String {
        switch self {
        case .inter: "fonts-inter"
        case .firaCode: "fonts-firacode"
        }
    }

    /// Where the Debian package puts the files (`dpkg -L fonts-inter fonts-firacode`).
    public var debianDirectory: String {
        switch self {
        case .inter: "/usr/share/fonts/opentype/inter"
        case .firaCode: "/usr/share/fonts/truetype/firacode"
        }
    }

    /// Weights we use, with the style name in the file name: Inter's four text weights
    /// (Text.md §6) and every Fira Code weight Debian ships except Retina.
    public var weights: [Int: String] {
        switch self {
        case .inter: Self.interWeights
        case .firaCode: Self.firaCodeWeights
        }
    }

    private static let interWeights = [400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold"]
    private static let firaCodeWeights = [300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold"]

    /// Fira Code has no italics: italic monospaced text is drawn upright (no synthesis, §3).
    public var hasItalics: Bool { self == .inter }

    /// File name of one face, e.g. `Inter-SemiBoldItalic.otf`, `Inter-Italic.otf`, `FiraCode-Bold.ttf`.
    func fileName(weight: Int, italic: Bool) -> String {
        let style = weights[weight] ?? "Regular"
        switch self {
        case .inter: return "Inter-" + (italic ? (style == "Regular" ? "Italic" : style + "Italic") : style) + ".otf"
        case .firaCode: return "FiraCode-\(style).ttf"
        }
    }
}
