#ifndef KEYBOARDSIM_CXKBCOMMON_SHIM_H
#define KEYBOARDSIM_CXKBCOMMON_SHIM_H

#include <stdarg.h>
#include <stdio.h>
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>
#include <xkbcommon/xkbregistry.h>

/// Where a context's log lines go: Swift cannot implement a va_list callback, so this shim
/// formats each message and hands the finished line to `emit`.
struct keyboardsim_log_target {
  void (*emit)(void *owner, int level, const char *message);
  void *owner;
};

static inline void keyboardsim_log_fn(struct xkb_context *context, enum xkb_log_level level,
                                      const char *format, va_list args) {
  struct keyboardsim_log_target *target = xkb_context_get_user_data(context);
  if (target == NULL || target->emit == NULL) return;
  char line[1024];
  vsnprintf(line, sizeof line, format, args);
  target->emit(target->owner, (int)level, line);
}

/// Routes the context's log to `target` (which must outlive the context).
static inline void keyboardsim_context_capture_log(struct xkb_context *context,
                                                   struct keyboardsim_log_target *target) {
  xkb_context_set_user_data(context, target);
  xkb_context_set_log_fn(context, keyboardsim_log_fn);
}

#endif
