/// The repository's `templates/` folder as compiled into the tool by the `EmbedTemplates` plugin:
/// the fallback when a site has no templates folder, and what `fieldguide new` copies.
public enum BuiltInTemplates {
    /// Every file, as (path relative to `templates/`, text), sorted by path.
    public static var files: [(path: String, text: String)] { BuiltInTemplateFiles.all }
}
