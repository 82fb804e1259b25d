#ifndef KEYBOARDSIM_CXKBCOMMON_SHIM_H
#define KEYBOARDSIM_CXKBCOMMON_SHIM_H

#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>
#include <xkbregistry.h>

#endif
