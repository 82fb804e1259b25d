import Testing

// Replaced as the Kbsim work lands.
struct KbsimPlaceholderTests {}
