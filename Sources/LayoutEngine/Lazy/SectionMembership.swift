/// Which `Section` a child came from once sections are flattened, and which part of it the child
/// is: lazy grids start a new block of rows for each section and give headers and footers a
/// whole row (Containers.md §2.4).
struct SectionMembership: Equatable {
    enum Role {
        case header, content, footer
    }

    /// The section's node id, unique in the tree.
    var sectionID: String
    var role: Role
}
