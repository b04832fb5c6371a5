import SwiftUI
import PlaygroundSupport

struct Hello: View {
    var body: some View {
        Text("Hi")
    }
}

PlaygroundPage.current.setLiveView(Hello().padding())
