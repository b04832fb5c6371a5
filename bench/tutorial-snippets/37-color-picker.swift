import SwiftUI

struct ThemeEditor: View {
    @State private var accent = Color.blue
    @State private var cornerRadius = 12.0

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: cornerRadius)
                .fill(accent)
                .frame(width: 160, height: 100)
            ColorPicker("Accent colour", selection: $accent)
            HStack {
                Text("Radius")
                Slider(value: $cornerRadius, in: 0...50)
            }
        }
        .padding()
    }
}

#Preview {
    ThemeEditor()
}
