// canvas: 200xfit
import SwiftUI
import PlaygroundSupport

struct Hello: View {
    var body: some View {
        Text("play")
            .font(.system(size: 10))
    }
}

PlaygroundPage.current.setLiveView(Hello().padding(5))
