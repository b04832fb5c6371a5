// canvas: 200xfit
import PlaygroundSupport
import SwiftUI

let view = Text("live")
    .font(.system(size: 10))
PlaygroundPage.current.setLiveView(view)
