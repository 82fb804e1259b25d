// The UIKit vocabulary (keyboard notification names, userInfo keys and payloads, insets) is
// part of this module's API: `import KeyboardAvoidance` brings it along.
@_exported public import UIKitVocabulary
