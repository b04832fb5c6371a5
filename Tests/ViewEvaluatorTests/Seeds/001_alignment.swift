// Seed 001 (SwiftUI Field Guide, Alignment): its code lines were flattened by the scraper and
// are re-broken here. The slider value after `dim.height +` was an interactive control that
// the scrape lost; 10 stands in for it.
HStack(alignment: .top) {
    Color.green
        .frame(height: 40)
    Text("Hej!")
        .font(.title)
    Color.blue
        .frame(height: 40)
}.border(Color.yellow)
// ---- block
HStack(alignment: .firstTextBaseline) {
    Color.yellow
        .frame(height: 50)
        .alignmentGuide(
            .firstTextBaseline
        ) { dim in dim.height + 10
}
Text("Hello, world")}.border(Color.green)
// ---- block
Text("Buy Now")
    .padding()
    .foregroundStyle(.white)
    .background {
        RoundedRectangle(cornerRadius: 8)
            .fill(.blue.gradient)
    }
    .overlay(alignment: .topTrailing) {
        MyBadge()
            .alignmentGuide(.top) { dim in
                dim.height / 2
            }
            .alignmentGuide(.trailing) { dim in
                dim.width / 2
            }
    }
// ---- block
VStack {
    /* Breaks early */
    HStack {
        Spacer()
        Text("Hello world")
    }
    /* Breaks correctly */
    Text("Hello world")
        .frame(maxWidth: .infinity,
               alignment: .trailing)
}.border(Color.yellow)
// ---- block
struct Menu: AlignmentID {
    static func defaultValue(in context: ViewDimensions) ->
        CGFloat {
        return context.width / 2
    }
}
extension HorizontalAlignment {
    static let menu = Self(Menu.self)
}
// ---- block
AnyLayout(VStackLayout(alignment: .menu)) {
    ForEach(items) { item in
        HStack(spacing: 8) {
            Text("\(item.label)")
            Image(systemName: item.systemName)
                .alignmentGuide(.menu) { dim in
                    dim.width / 2
                }
        }
        .opacity(1)
    }
    MenuButton()
        .rotationEffect(.degrees(45))
}
