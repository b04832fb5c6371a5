// canvas: 200xfit
struct CityField: View {
    @State private var city = "Oslo"

    var body: some View {
        TextField("City", text: $city)
            .font(.system(size: 10))
    }
}

CityField()
