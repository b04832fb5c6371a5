// canvas: 200xfit
import SwiftUI

struct Plain: View {
    var body: some View {
        Text("ok")
            .font(.system(size: 10))
    }
}
