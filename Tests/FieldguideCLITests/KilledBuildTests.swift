import Foundation
import TestSupport
import Testing

/// `fieldguide build` killed with SIGKILL part-way leaves the previous site byte for byte, and the
/// next build succeeds and clears what the killed one left: the site is written beside the output
/// folder and exchanged with it in one step.
@Suite(.timeLimit(.minutes(5)))
struct KilledBuildTests {
    /// Moments of a build, each seen from outside by a file appearing in its staging folder.
    enum KillPoint: String, CaseIterable {
        /// The staging folder exists, nothing written yet (every figure has been drawn by then).
        case stagingCreated
        /// Half the article pages are written.
        case pagesHalfWritten
        /// Every page and the search index are written; fonts and the content's files are being copied.
        case assetsBeingCopied
    }

    /// Enough articles (with two previews each) and files for a debug build to take seconds, and
    /// for each kill point to come well before the swap.
    static let articleCount = 200
    static let fileCount = 300

    @Test func aBuildKilledAtAnyPointLeavesThePreviousSiteAndTheNextOneCleansUp() async throws {
        let folder = try CommandRunner.temporaryFolder()
        let content = folder + "/content", site = folder + "/site"
        try Self.writeContent(to: content, version: 0)
        let first = try await CommandRunner.run(["build", "--content", content, "--output", site])
        #expect(first.status == 0, "\(first.errors)")
        var previous = try TestFolders.files(in: site)
        #expect(previous.count > Self.articleCount + Self.fileCount)

        for (index, killPoint) in KillPoint.allCases.enumerated() {
            // 1. New titles and new code, so a build that finished would change every page and draw every figure again.
            let version = index + 1
            try Self.writeContent(to: content, version: version)

            // 2. Killed at the kill point: the site is the previous one, byte for byte; the staging folder is left.
            let killed = try await onDedicatedThread { try Self.buildKilled(at: killPoint, content: content, site: site) }
            #expect(killed.endedBySIGKILL, "\(killPoint): the build ended by itself")
            #expect(try TestFolders.files(in: site) == previous, "\(killPoint): the previous site changed")
            #expect(try Self.leftovers(beside: site) == [".site.building-\(killed.processIdentifier)"], "\(killPoint)")

            // 3. The next build succeeds, publishes the new content and clears the leftovers.
            let next = try await CommandRunner.run(["build", "--content", content, "--output", site])
            #expect(next.status == 0, "\(killPoint): \(next.errors)")
            let rebuilt = try TestFolders.files(in: site)
            #expect(rebuilt.keys.sorted() == previous.keys.sorted(), "\(killPoint)")
            #expect(String(decoding: rebuilt["001-article.html"] ?? Data(), as: UTF8.self).contains("Article 1, version \(version)"), "\(killPoint)")
            #expect(try Self.leftovers(beside: site) == [], "\(killPoint)")
            previous = rebuilt
        }
    }

    /// Starts `fieldguide build`, polls its staging folder every 0.2 ms and sends SIGKILL as soon as
    /// `killPoint` is reached (or the build ends); returns, once it has ended, its id and whether the signal ended it.
    private static func buildKilled(at killPoint: KillPoint, content: String, site: String) throws -> (processIdentifier: Int32, endedBySIGKILL: Bool) {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["build", "--content", content, "--output", site]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let staging = (site as NSString).deletingLastPathComponent + "/.site.building-\(process.processIdentifier)"
        let marker = switch killPoint {
        case .stagingCreated: staging
        case .pagesHalfWritten: staging + "/" + page(Self.articleCount / 2)
        case .assetsBeingCopied: staging + "/search-index.json"
        }
        while process.isRunning, access(marker, F_OK) != 0 {
            usleep(200)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return (process.processIdentifier, process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
    }

    /// `count` articles with two previews each and `fileCount` downloadable files; `version` goes
    /// into every title and every preview's numbers.
    private static func writeContent(to folder: String, version: Int) throws {
        try FileManager.default.createDirectory(atPath: folder + "/files", withIntermediateDirectories: true)
        for number in 1...articleCount {
            let article = """
                ---
                title: "Article \(number), version \(version)"
                ---

                ## Stacks

                A stack of a headline and a row, number \(number).

                ```swift
                VStack(spacing: \(version + number % 17)) {
                    Text("Hello \(number)")
                        .font(.headline)
                    HStack {
                        Color.red.frame(width: \(20 + number % 30), height: 20)
                        Spacer()
                        Text("Trailing")
                    }
                }
                .padding(\(number % 9))
                ```

                ## Frames

                ```swift
                Text("A longer line of text that wraps, in article \(number), version \(version)")
                    .frame(width: \(100 + number % 50 + version))
                    .border(.gray)
                ```

                """
            try article.write(toFile: folder + "/" + page(number).replacingOccurrences(of: ".html", with: ".md"), atomically: false, encoding: .utf8)
        }
        for number in 0..<fileCount {
            let text = String(repeating: "Line of downloadable file \(number), version \(version).\n", count: 600)
            try text.write(toFile: folder + "/files/\(number).txt", atomically: false, encoding: .utf8)
        }
    }

    /// `007-article.html`: the page of article `number`.
    private static func page(_ number: Int) -> String {
        String(repeating: "0", count: 3 - String(number).count) + "\(number)-article.html"
    }

    /// Staging or previous folders beside the output folder.
    private static func leftovers(beside site: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: (site as NSString).deletingLastPathComponent)
            .filter { $0.hasPrefix(".site.") }.sorted()
    }
}
