#ifndef KEYBOARDSIM_CHUNSPELL_SHIM_H
#define KEYBOARDSIM_CHUNSPELL_SHIM_H

// hunspell's C API (hunspell.h, from libhunspell-dev / Homebrew hunspell). Only the Spelling
// module imports this module.
#include <hunspell.h>

#endif
