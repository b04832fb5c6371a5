/// CSS font-weight matching, so we pick the face a browser picks from the faces a page declares
/// (CSS Fonts Level 4 §5.2 "Font style matching", step for font-weight).
enum FontWeightMatcher {
    /// The available weight the browser would use for `desired`.
    static func match(_ desired: Int, in available: some Collection<Int>) -> Int? {
        let sorted = available.sorted()
        if sorted.contains(desired) { return desired }
        let lighter = sorted.filter { $0 < desired }.reversed()
        let heavier = sorted.filter { $0 > desired }
        if (400...500).contains(desired) {
            let upTo500 = heavier.filter { $0 <= 500 }
            return upTo500.first ?? lighter.first ?? heavier.first
        }
        return desired < 400 ? lighter.first ?? heavier.first : heavier.first ?? lighter.first
    }
}
