import Testing

// Replaced as the KeyboardAvoidance work lands.
struct KeyboardAvoidancePlaceholderTests {}
