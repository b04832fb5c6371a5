import ViewTree

extension LinearGradient {
    /// How much lighter the top of `Color.gradient` is: each sRGB component moves this far towards white.
    static let colorGradientLightening = 0.2

    /// `Color.gradient`: Apple documents only "a subtle top-to-bottom gradient" of the colour; Fieldguide's
    /// estimate [U] goes from the colour lightened by `colorGradientLightening` at the top to the colour itself.
    static func colorGradient(_ color: ColorValue, dark: Bool) -> LinearGradient {
        let base = color.resolved(dark: dark)
        let lift = { (c: Double) in c + (1 - c) * colorGradientLightening }
        let top = RGBA(red: lift(base.red), green: lift(base.green), blue: lift(base.blue), alpha: base.alpha)
        return LinearGradient(colors: [ColorValue(.rgba(top)), ColorValue(.rgba(base))], startPoint: .top, endPoint: .bottom)
    }
}
