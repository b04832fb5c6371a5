extension SupportedAPI {
    /// One Swift construct the interpreter runs, with an example that previews with no errors
    /// (a test evaluates every example, so the list cannot claim more than the evaluator does).
    public struct Construct: Sendable {
        public let area: String
        public let name: String
        public let example: String
    }

    /// The Swift and SwiftUI language constructs, by area, in the order the reference page lists them.
    public static let syntax: [Construct] = declarations + expressions + statements + builders + previews

    private static let declarations: [Construct] = [
        Construct(area: "Declarations", name: "View structs: stored properties, defaults, the memberwise init",
                  example: "struct Badge: View {\n    let title: String\n    var count = 1\n    var body: some View { Text(\"\\(title) \\(count)\") }\n}\nBadge(title: \"new\")"),
        Construct(area: "Declarations", name: "Explicit `init`, assigning `self.x` or a wrapper's `_x`",
                  example: "struct Shout: View {\n    let text: String\n    init(_ text: String) { self.text = text.uppercased() }\n    var body: some View { Text(text) }\n}\nShout(\"hi\")"),
        Construct(area: "Declarations", name: "Helper properties and functions, `@ViewBuilder`",
                  example: "struct Card: View {\n    var header: some View { Text(\"Title\").bold() }\n    @ViewBuilder func row(_ s: String) -> some View { Text(s) }\n    var body: some View { VStack { header; row(\"a\") } }\n}"),
        Construct(area: "Declarations", name: "`ViewModifier` structs and `.modifier(_:)`",
                  example: "struct Boxed: ViewModifier {\n    func body(content: Content) -> some View { content.padding(4).border(.red) }\n}\nText(\"a\").modifier(Boxed())"),
        Construct(area: "Declarations", name: "`extension View` methods used as modifiers",
                  example: "extension View {\n    func card() -> some View { padding(8).background(Color.yellow) }\n}\nText(\"a\").card()"),
        Construct(area: "Declarations", name: "`AlignmentID` with `extension HorizontalAlignment` / `VerticalAlignment`",
                  example: "struct Third: AlignmentID {\n    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 3 }\n}\nextension VerticalAlignment { static let third = VerticalAlignment(Third.self) }\nHStack(alignment: .third) { Color.red.frame(width: 10, height: 30); Text(\"a\") }"),
        Construct(area: "Declarations", name: "Enums: raw values, `CaseIterable`, computed properties, methods",
                  example: "enum Size: Int, CaseIterable {\n    case small = 10, large = 30\n    var side: CGFloat { CGFloat(rawValue) }\n}\nHStack { ForEach(Size.allCases, id: \\.self) { s in Color.red.frame(width: s.side, height: s.side) } }"),
        Construct(area: "Declarations", name: "Data structs, `Identifiable`, computed properties, `mutating` methods",
                  example: "struct Item: Identifiable {\n    let id: Int\n    var name: String\n    var shout: String { name.uppercased() }\n    mutating func rename(_ n: String) { name = n }\n}\nvar item = Item(id: 1, name: \"a\")\nitem.rename(\"b\")\nText(item.shout)"),
        Construct(area: "Declarations", name: "`static let` and `static func`",
                  example: "struct Theme {\n    static let gap: CGFloat = 6\n    static func side(_ n: Int) -> CGFloat { CGFloat(n) * 4 }\n}\nHStack(spacing: Theme.gap) { Color.red.frame(width: Theme.side(3), height: 10) }"),
        Construct(area: "Declarations", name: "Top-level `let`, `var`, `func` (visible to later blocks of the page)",
                  example: "let base: CGFloat = 10\nvar factor = 2\nfunc scaled(_ v: CGFloat) -> CGFloat { v * CGFloat(factor) }\nColor.red.frame(width: scaled(base), height: base)"),
        Construct(area: "Declarations", name: "Generic containers: `struct Card<Content: View>` with a builder init",
                  example: "struct Card<Content: View>: View {\n    let content: Content\n    init(@ViewBuilder content: () -> Content) { self.content = content() }\n    var body: some View { VStack { content }.padding() }\n}\nCard { Text(\"a\"); Text(\"b\") }"),
        Construct(area: "Declarations", name: "`@State`, `@Binding`, `$x`, `.constant`, `Binding(get:set:)`, `@Environment(\\.colorScheme)`",
                  example: "struct Switch: View {\n    @Binding var on: Bool\n    var body: some View { Toggle(\"On\", isOn: $on) }\n}\nstruct Screen: View {\n    @State private var on = true\n    @Environment(\\.colorScheme) var scheme\n    var body: some View { Switch(on: $on) }\n}"),
    ]

    private static let expressions: [Construct] = [
        Construct(area: "Expressions", name: "Literals: integers (`1_000`, `0xFF`), floating point, strings (interpolation, escapes, multi-line, raw), Booleans, `nil`",
                  example: "let n = 1_000 + 0xFF\nText(\"\\(n) \\(2.5) \\(true) \\u{2192}\" + #\"raw \\n\"#)"),
        Construct(area: "Expressions", name: "Arithmetic with Swift's precedence; integer division, overflow and division by zero reported, not trapped; bitwise operators",
                  example: "Text(\"\\(1 + 2 * 3) \\(7 / 2) \\(-7 % 3) \\(6 & 3 | 8)\")"),
        Construct(area: "Expressions", name: "Int, Double and CGFloat: literal typing (`.frame(width: 100 / 3)` is 33.3) and conversions",
                  example: "let n = 3\nColor.red.frame(width: CGFloat(n) * 10, height: 100 / 3)"),
        Construct(area: "Expressions", name: "Arrays, dictionaries (`[k, default:]`), ranges, `stride`, tuples",
                  example: "let a = [3, 1, 2]\nlet d = [\"x\": 1]\nlet t = (w: 2, h: 3)\nText(\"\\(a.sorted()) \\(d[\"y\", default: 0]) \\((1...3).map { $0 * t.w })\")"),
        Construct(area: "Expressions", name: "Optionals: `?.`, `??`, `!`, comparisons with `nil`",
                  example: "let name: String? = nil\nText(name?.uppercased() ?? \"anonymous\")"),
        Construct(area: "Expressions", name: "Ternary, `if` and `switch` expressions",
                  example: "let score = 72\nlet grade = if score > 90 { \"A\" } else { \"B\" }\nText(score > 50 ? grade : \"-\")"),
        Construct(area: "Expressions", name: "Closures: parameters, `$0`, trailing and multiple trailing closures, captured variables",
                  example: "var total = 0\nlet add = { (n: Int) in total += n }\nadd(3)\nButton { add(1) } label: { Text(\"\\([1, 2].map { $0 * total })\") }"),
        Construct(area: "Expressions", name: "Implicit members (`.red`, `.leading`, `.infinity`), key paths (`\\.name`), subscripts, `Type.self`",
                  example: "struct Row { var name: String }\nlet rows = [Row(name: \"a\")]\nText(rows.map(\\.name)[0]).frame(maxWidth: .infinity, alignment: .leading).background(.red)"),
        Construct(area: "Expressions", name: "Collection and string methods: `map`, `filter`, `reduce`, `sorted`, `enumerated`, `joined`, `split`, `uppercased`…",
                  example: "let words = \"b a c\".split(separator: \" \")\nText(words.sorted().joined(separator: \"-\").uppercased())"),
    ]

    private static let statements: [Construct] = [
        Construct(area: "Statements", name: "`if`/`else`, `guard`, `return`", example: "func sign(_ n: Int) -> String {\n    guard n != 0 else { return \"0\" }\n    if n > 0 { return \"+\" } else { return \"-\" }\n}\nText(sign(-3))"),
        Construct(area: "Statements", name: "`switch` with literal, list, range, `let … where` and enum-case patterns",
                  example: "func label(_ n: Int) -> String {\n    switch n {\n    case 0: return \"none\"\n    case 1, 2: return \"few\"\n    case 3..<10: return \"some\"\n    case let x where x > 99: return \"huge\"\n    default: return \"many\"\n    }\n}\nText(label(5))"),
        Construct(area: "Statements", name: "`for … in … where`, `while`, `repeat`, `break`, `continue`",
                  example: "var picked: [Int] = []\nfor n in 0..<20 where n % 2 == 1 {\n    if n == 3 { continue }\n    if n > 9 { break }\n    picked.append(n)\n}\nText(\"\\(picked)\")"),
        Construct(area: "Statements", name: "`inout` parameters and `&x`, recursion, nested functions",
                  example: "func bump(_ v: inout Int) { v += 1 }\nvar n = 1\nbump(&n)\nfunc fact(_ k: Int) -> Int { k <= 1 ? 1 : k * fact(k - 1) }\nText(\"\\(fact(n + 3))\")"),
    ]

    private static let builders: [Construct] = [
        Construct(area: "View builders", name: "`if`/`else`, `if let`, `switch` inside builders",
                  example: "let subtitle: String? = \"sub\"\nVStack {\n    if let subtitle { Text(subtitle) } else { EmptyView() }\n    switch 2 { case 1: Text(\"one\"); default: Text(\"other\") }\n}"),
        Construct(area: "View builders", name: "`ForEach` over ranges, `id: \\.self`, key paths and `Identifiable` data",
                  example: "struct Task: Identifiable { let id = UUID(); let title: String }\nlet tasks = [Task(title: \"a\")]\nVStack {\n    ForEach(0..<3) { i in Text(\"\\(i)\") }\n    ForEach(tasks) { t in Text(t.title) }\n}"),
        Construct(area: "View builders", name: "`Group` (its modifiers apply to each member), `EmptyView`, `let` inside builders",
                  example: "VStack {\n    let n = 2\n    Group { Text(\"a\"); Text(\"\\(n)\") }.padding(4)\n}"),
        Construct(area: "View builders", name: "`AnyLayout` with `HStackLayout`, `VStackLayout`, `ZStackLayout`",
                  example: "let layout = AnyLayout(VStackLayout(alignment: .leading))\nlayout { Text(\"a\"); Text(\"bb\") }"),
    ]

    private static let previews: [Construct] = [
        Construct(area: "Previews", name: "`#Preview { … }`, named and several per block (each one a preview)",
                  example: "#Preview(\"Small\") { Text(\"s\") }\n#Preview { Text(\"large\").font(.largeTitle) }"),
        Construct(area: "Previews", name: "`PreviewProvider`; each view of a `Group` in `previews` is a preview",
                  example: "struct Hello: View { var body: some View { Text(\"hi\") } }\nstruct Hello_Previews: PreviewProvider {\n    static var previews: some View { Group { Hello(); Hello().padding() } }\n}"),
        Construct(area: "Previews", name: "Top-level view expressions (siblings stack vertically)", example: "Text(\"first\")\nText(\"second\")"),
        Construct(area: "Previews", name: "A fragment: bare `var body` with top-level `@State` and helpers",
                  example: "@State var on = true\nvar body: some View { Toggle(\"x\", isOn: $on) }"),
        Construct(area: "Previews", name: "The block's one root `View` struct that needs no arguments (an `App` struct is skipped)",
                  example: "struct Avatar: View { var body: some View { Circle().frame(width: 30, height: 30) } }\nstruct Profile: View { var body: some View { HStack { Avatar(); Text(\"Name\") } } }"),
        Construct(area: "Previews", name: "Playgrounds: `PlaygroundPage.current.setLiveView(_:)`, `import` lines",
                  example: "import SwiftUI\nimport PlaygroundSupport\nPlaygroundPage.current.setLiveView(Text(\"live\"))"),
        Construct(area: "Previews", name: "`#if os(iOS)`/`#else`, `canImport(UIKit)` (previews are iOS), `#colorLiteral`",
                  example: "#if os(iOS)\nlet tint = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)\n#else\nlet tint = Color.gray\n#endif\nColor(tint).frame(width: 20, height: 20)"),
    ]
}
