import Testing

// Replaced as the KeyboardPresentation work lands.
struct KeyboardPresentationPlaceholderTests {}
