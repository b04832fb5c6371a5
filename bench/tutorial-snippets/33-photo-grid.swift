import SwiftUI

struct PhotoGrid: View {
    let columns = [GridItem(.adaptive(minimum: 100), spacing: 8)]
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .blue, .indigo, .purple]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(colors.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(colors[index].gradient)
                        .aspectRatio(1, contentMode: .fit)
                        .overlay(Text("\(index + 1)").font(.title2.bold()).foregroundStyle(.white))
                }
            }
            .padding()
        }
    }
}

#Preview {
    PhotoGrid()
}
