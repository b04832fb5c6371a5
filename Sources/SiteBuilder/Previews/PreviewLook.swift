import ViewEvaluator
import ViewTree

/// How one preview of a block is drawn, as its fence asks: the colour scheme(s) and text size.
struct PreviewLook: Hashable {
    enum Schemes: Hashable {
        /// Light and dark drawings; the page's CSS shows the one matching its theme.
        case matchingPage
        /// One scheme only, shown whatever the page's theme (the `dark` option's side-by-side pair).
        case only(dark: Bool)
    }

    var schemes = Schemes.matchingPage
    var dynamicTypeSize = DynamicTypeSize.large
    /// What sets this preview apart from its neighbours in the caption (`Dark`, `xSmall`).
    var labels: [String] = []

    /// What `@Environment` reads in this look; a look that follows the page's theme is evaluated
    /// in light mode (the dark drawing of code that reads the scheme: `PreviewTrees.darkRoot`).
    var environment: PreviewEnvironment {
        if case .only(let dark) = schemes { return PreviewEnvironment(isDark: dark, dynamicTypeSize: dynamicTypeSize) }
        return PreviewEnvironment(dynamicTypeSize: dynamicTypeSize)
    }

    /// Every combination the fence asks for: each Dynamic Type size, each in light and dark with `dark`.
    static func looks(sizes: [DynamicTypeSize], bothSchemes: Bool) -> [PreviewLook] {
        let sizeLooks = sizes.isEmpty
            ? [PreviewLook()]
            : sizes.map { PreviewLook(dynamicTypeSize: $0, labels: ["Dynamic Type \($0.rawValue)"]) }
        guard bothSchemes else { return sizeLooks }
        return sizeLooks.flatMap { look in
            [false, true].map { dark in
                PreviewLook(schemes: .only(dark: dark), dynamicTypeSize: look.dynamicTypeSize, labels: look.labels + [dark ? "Dark" : "Light"])
            }
        }
    }
}
