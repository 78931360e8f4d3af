#include "Geometry.h"

double area(double width, double height) { return width * height; }
