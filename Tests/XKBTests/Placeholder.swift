import Testing

// Replaced as the XKB work lands.
struct XKBPlaceholderTests {}
