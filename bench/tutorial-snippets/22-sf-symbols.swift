import SwiftUI

struct WeatherRow: View {
    var body: some View {
        HStack(spacing: 24) {
            VStack {
                Image(systemName: "sun.max.fill")
                    .symbolRenderingMode(.multicolor)
                    .font(.largeTitle)
                Text("Mon")
            }
            VStack {
                Image(systemName: "cloud.rain.fill")
                    .font(.largeTitle)
                    .foregroundStyle(.blue)
                Text("Tue")
            }
            VStack {
                Image(systemName: "snowflake")
                    .imageScale(.large)
                    .font(.largeTitle)
                Text("Wed")
            }
        }
    }
}

#Preview {
    WeatherRow()
}
