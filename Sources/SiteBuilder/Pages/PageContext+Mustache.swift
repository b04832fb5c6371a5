import Mustache

// swift-mustache finds a name in a context with `Mirror` unless the value answers itself
// (`MustacheParent`); reflection was a third of a large site's build (every page's sidebar lists
// every article). Each `child(named:)` answers exactly what `Mirror` would: the stored property of
// that name, an optional unwrapped (nil sends the lookup up the context stack), nil for other names.
// `PageContextTests` keeps these in step with the stored properties.

extension PageContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "site": site
        case "page": page
        case "sections": sections
        case "contents": contents
        case "hasContents": hasContents
        case "previous": previous
        case "next": next
        case "content": content
        default: nil
        }
    }
}

extension PageContext.Site: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "description": description
        case "root": root
        case "homeURL": homeURL
        case "stylesheetURL": stylesheetURL
        case "fontsStylesheetURL": fontsStylesheetURL
        case "scriptURL": scriptURL
        case "searchIndexURL": searchIndexURL
        default: nil
        }
    }
}

extension PageContext.Page: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "summary": summary
        case "section": section
        case "canonicalURL": canonicalURL
        case "isHome": isHome
        default: nil
        }
    }
}

extension PageContext.Link: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "summary": summary
        case "isCurrent": isCurrent
        default: nil
        }
    }
}

extension PageContext.Section: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "articles": articles
        case "links": links
        default: nil
        }
    }
}

extension PageContext.ContentsEntry: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "text": text
        case "isNested": isNested
        default: nil
        }
    }
}
