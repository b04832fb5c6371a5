import Testing
@testable import DevServer

/// Which request paths may name a file, pinned by the traversal forms listed in the serve task.
struct RequestPathTests {
    @Test func rootIsEmptyFolderPath() throws {
        let path = try #require(RequestPath(requestTarget: "/"))
        #expect(path.segments == [])
        #expect(path.endsWithSlash)
    }

    @Test func nestedPathKeepsSegmentsAndSlash() throws {
        let file = try #require(RequestPath(requestTarget: "/guide/stacks.html"))
        #expect(file.segments == ["guide", "stacks.html"])
        #expect(!file.endsWithSlash)
        let folder = try #require(RequestPath(requestTarget: "/guide/"))
        #expect(folder.segments == ["guide"])
        #expect(folder.endsWithSlash)
    }

    @Test func percentEscapesAreDecodedOnce() throws {
        let path = try #require(RequestPath(requestTarget: "/caf%C3%A9/a%20b.html"))
        #expect(path.segments == ["café", "a b.html"])
    }

    @Test func emptySegmentsCollapse() throws {
        let path = try #require(RequestPath(requestTarget: "//guide//stacks.html"))
        #expect(path.relativePath == "guide/stacks.html")
    }

    @Test(arguments: [
        "/../secret.txt",
        "/guide/../../secret.txt",
        "/..",
        "/./index.html",
        "/%2e%2e/secret.txt",
        "/%2E%2E/secret.txt",
        "/.%2e/secret.txt",
        "/..%2fsecret.txt",
        "/guide%2F..%2F..%2Fsecret.txt",
        "/%252e%252e/secret.txt",
        "/%252e%252e%252fsecret.txt",
        "/..\\secret.txt",
        "/..%5csecret.txt",
        "/index.html%00.css",
        "/index%0a.html",
        "secret.txt",
        "http://127.0.0.1/secret.txt",
        "/%zz",
        "/%ff.html",
    ])
    func refusesTraversalAndMalformedPaths(target: String) {
        #expect(RequestPath(requestTarget: target) == nil)
    }
}
