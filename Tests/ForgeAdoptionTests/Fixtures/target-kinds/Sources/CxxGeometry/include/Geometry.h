double area(double width, double height);
