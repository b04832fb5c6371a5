// canvas: 200xfit
struct Tiny: View { var body: some View { Text("t"); Text("u") } }

Tiny().font(.system(size: 10))
