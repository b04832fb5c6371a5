// Exposes Debian's libcmark (libcmark-dev, 0.30.x) to Swift; only MarkdownTree's CMarkConverter imports it.
#include <cmark.h>
