import SwiftUI

struct MainTabs: View {
    var body: some View {
        TabView {
            Text("Your feed")
                .tabItem {
                    Label("Home", systemImage: "house")
                }
            Text("Search for anything")
                .tabItem {
                    Label("Search", systemImage: "magnifyingglass")
                }
            Text("Your profile")
                .tabItem {
                    Label("Profile", systemImage: "person.crop.circle")
                }
        }
    }
}

#Preview {
    MainTabs()
}
