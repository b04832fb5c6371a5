import SwiftUI

struct CountrySearch: View {
    @State private var query = ""
    let countries = ["Argentina", "Brazil", "Canada", "Denmark", "Egypt", "France"]

    var results: [String] {
        query.isEmpty ? countries : countries.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { country in
                Text(country)
            }
            .navigationTitle("Countries")
            .searchable(text: $query, prompt: "Search countries")
        }
    }
}

#Preview {
    CountrySearch()
}
