/// Local faces sized to Inter's and Fira Code's metrics, so text drawn before the web fonts arrive
/// (`font-display: swap`) takes about the space it will take after, and the page barely moves.
/// Inter (2816 units per em, ascender 2728, descender 680) is 7.4 % wider on average than Arial and
/// Liberation Sans (metric twins); Fira Code's advance (1200 of 1950 units) is 2.5 % wider than
/// Courier New's and Liberation Mono's (1229 of 2048): size-adjust makes up the width, and the
/// overrides put the ascent and descent where the web font has them, in the adjusted size.
enum FallbackFaces {
    static let css = """
        @font-face { font-family: "Inter Fallback"; src: local("Arial"), local("Liberation Sans"), local("Helvetica"); size-adjust: 107.4%; ascent-override: 90.2%; descent-override: 22.48%; line-gap-override: 0%; }
        @font-face { font-family: "Fira Code Fallback"; src: local("Courier New"), local("Liberation Mono"); size-adjust: 102.5%; ascent-override: 90.06%; descent-override: 30.02%; line-gap-override: 0%; }

        """
}
