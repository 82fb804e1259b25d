import Testing

// Replaced as the KeyboardModel work lands.
struct KeyboardModelPlaceholderTests {}
