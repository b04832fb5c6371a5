import Foundation
import Testing
import Yams
@testable import SiteBuilder

/// What `fieldguide new` writes beside the content: a publishing workflow that is valid YAML,
/// builds with `--strict` and installs what a build needs, as `Scripts/setup.sh` does (issue 15).
@Suite struct SiteScaffoldTests {
    private var workflow: String {
        get throws { try #require(SiteScaffold.files.first { $0.path == ".github/workflows/publish.yml" }?.text) }
    }

    @Test func theWorkflowBuildsStrictlyAndDeploysToPages() throws {
        let yaml = try #require(try Yams.load(yaml: try workflow) as? [String: Any])
        let jobs = try #require(yaml["jobs"] as? [String: Any])
        let build = try #require(jobs["build"] as? [String: Any])
        #expect(build["container"] as? String == "swift:6.3-bookworm")
        let runs = (build["steps"] as? [[String: Any]] ?? []).compactMap { $0["run"] as? String }
        #expect(runs.contains { $0.contains("fieldguide build --strict") }, "\(runs)")
        let deploy = try #require(jobs["deploy"] as? [String: Any])
        let uses = (deploy["steps"] as? [[String: Any]] ?? []).compactMap { $0["uses"] as? String }
        #expect(uses == ["actions/deploy-pages@v4"])
    }

    /// The packages the workflow installs are among those the repository's own setup installs.
    @Test func theWorkflowInstallsWhatSetupInstalls() throws {
        let setup = try String(contentsOf: SiteFixture.repository.appendingPathComponent("Scripts/setup.sh"), encoding: .utf8)
        let line = try #require(setup.split(separator: "\n").first { $0.hasPrefix("packages=(") })
        let packages = Set(line.dropFirst("packages=(".count).dropLast().split(separator: " ").map(String.init))
        for package in SiteScaffold.buildPackages {
            #expect(packages.contains(package), "\(package)")
            #expect(try workflow.contains(package))
        }
    }
}
