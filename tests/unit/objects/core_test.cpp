// Basic object-layer behaviour through the protocol: ints (small and GMP), floats, strs,
// containers, calls of builtins, exceptions. Expected values are CPython 3.11's.
#include "test_helpers.h"

namespace tp::testing {

using Op = BinaryOp;

TEST_F(ObjectsTest, IntArithmetic) {
  auto bin = [&](Op op, Value a, Value b) { return R(protocol::binary_op(ctx, op, a, b)); };
  EXPECT_EQ(bin(Op::Add, I(2), I(3)), "5");
  EXPECT_EQ(bin(Op::FloorDivide, I(-7), I(2)), "-4");
  EXPECT_EQ(bin(Op::Remainder, I(-7), I(2)), "1");
  EXPECT_EQ(bin(Op::Remainder, I(7), I(-2)), "-1");
  EXPECT_EQ(bin(Op::TrueDivide, I(1), I(3)), "0.3333333333333333");
  EXPECT_EQ(bin(Op::Power, I(2), I(-1)), "0.5");
  EXPECT_EQ(bin(Op::Power, I(2), I(100)), "1267650600228229401496703205376");
  EXPECT_EQ(bin(Op::Multiply, I(INT64_MAX), I(2)), "18446744073709551614");
  EXPECT_EQ(bin(Op::LeftShift, I(1), I(64)), "18446744073709551616");
  EXPECT_EQ(bin(Op::RightShift, I(-5), I(1)), "-3");
  EXPECT_EQ(bin(Op::FloorDivide, I(1), I(0)), "<ZeroDivisionError: integer division or modulo by zero>");
  EXPECT_EQ(bin(Op::Add, I(1), S("a")), "<TypeError: unsupported operand type(s) for +: 'int' and 'str'>");
  EXPECT_EQ(bin(Op::Add, S("a"), I(1)), "<TypeError: can only concatenate str (not \"int\") to str>");
  Value big = protocol::binary_op(ctx, Op::Power, I(10), I(30));
  EXPECT_EQ(bin(Op::FloorDivide, big, I(-7)), "-142857142857142857142857142858");
  EXPECT_EQ(bin(Op::Remainder, big, I(-7)), "-6");
  EXPECT_EQ(bin(Op::TrueDivide, big, I(3)), "3.333333333333333e+29");
  Value back = protocol::binary_op(ctx, Op::Subtract, big, big);
  EXPECT_TRUE(back.is_small_int());  // normalised back to the small form
  EXPECT_EQ(R(B("int", {S("  -1_000_000 ")})), "-1000000");
  EXPECT_EQ(R(B("int", {S("0x1F"), I(0)})), "31");
  EXPECT_EQ(R(B("int", {S("12a")})), "<ValueError: invalid literal for int() with base 10: '12a'>");
  EXPECT_EQ(R(B("int", {S("010"), I(0)})), "<ValueError: invalid literal for int() with base 0: '010'>");
  EXPECT_EQ(R(B("hash", {I(-1)})), "-2");
  EXPECT_EQ(R(B("hash", {big})), "465258685558744706");
  EXPECT_EQ(R(B("pow", {I(3), I(4), I(5)})), "1");
  EXPECT_EQ(R(B("pow", {I(3), I(-1), I(7)})), "5");
  EXPECT_EQ(R(M(I(255), "to_bytes", {I(2), S("big")})), "b'\\x00\\xff'");
  EXPECT_EQ(R(M(I(-1), "bit_length", {})), "1");
  EXPECT_EQ(R(B("round", {I(1234), I(-2)})), "1200");
  EXPECT_EQ(R(B("round", {I(1250), I(-2)})), "1200");
  EXPECT_EQ(R(B("divmod", {I(-7), I(2)})), "(-4, 1)");
}

TEST_F(ObjectsTest, FloatRepr) {
  EXPECT_EQ(R(F(0.1)), "0.1");
  EXPECT_EQ(R(F(1e16)), "1e+16");
  EXPECT_EQ(R(F(1e15)), "1000000000000000.0");
  EXPECT_EQ(R(F(1e-5)), "1e-05");
  EXPECT_EQ(R(F(0.0001)), "0.0001");
  EXPECT_EQ(R(F(-0.0)), "-0.0");
  EXPECT_EQ(R(F(1.0 / 3)), "0.3333333333333333");
  EXPECT_EQ(R(F(123456789.125)), "123456789.125");
  EXPECT_EQ(R(F(2.5e-300)), "2.5e-300");
  EXPECT_EQ(R(B("float", {S("inf")})), "inf");
  EXPECT_EQ(R(B("round", {F(2.675), I(2)})), "2.67");
  EXPECT_EQ(R(B("round", {F(2.5)})), "2");
  EXPECT_EQ(R(B("round", {F(3.5)})), "4");
  EXPECT_EQ(R(B("hash", {F(1.5)})), "1152921504606846977");
  EXPECT_EQ(R(B("hash", {F(1.0)})), "1");
  EXPECT_EQ(R(protocol::binary_op(ctx, Op::Remainder, F(-1.5), I(1))), "0.5");
  EXPECT_EQ(R(protocol::binary_op(ctx, Op::FloorDivide, F(7.0), F(-2.0))), "-4.0");
  EXPECT_EQ(R(M(F(0.5), "as_integer_ratio", {})), "(1, 2)");
}

TEST_F(ObjectsTest, Format) {
  auto fmt = [&](Value v, const char* spec) { return Str(B("format", {v, S(spec)})); };
  EXPECT_EQ(fmt(I(1234567), ","), "1,234,567");
  EXPECT_EQ(fmt(I(1234), "010,"), "00,001,234");
  EXPECT_EQ(fmt(I(255), "#x"), "0xff");
  EXPECT_EQ(fmt(I(255), "_b"), "1111_1111");
  EXPECT_EQ(fmt(I(5), "#010b"), "0b00000101");
  EXPECT_EQ(fmt(F(3.14159), "^10.3f"), "  3.142   ");
  EXPECT_EQ(fmt(F(0.5), "%"), "50.000000%");
  EXPECT_EQ(fmt(F(12345.0), ".0e"), "1e+04");
  EXPECT_EQ(fmt(F(100.0), ".3"), "1e+02");
  EXPECT_EQ(fmt(F(1.0), ".3"), "1.0");
  EXPECT_EQ(fmt(F(-1234.5), ">+10,.2f"), " -1,234.50");
  EXPECT_EQ(fmt(F(1e-5), "g"), "1e-05");
  EXPECT_EQ(fmt(S("ab"), "=^9"), "===ab====");
  EXPECT_EQ(fmt(I(1), "abc"), "<ValueError: Invalid format specifier 'abc' for object of type 'int'>");
  EXPECT_EQ(fmt(I(1), ".2"), "<ValueError: Precision not allowed in integer format specifier>");
  EXPECT_EQ(Str(M(S("{0} {name} {0[1]} {x!r:>5}"), "format", {L({I(1), I(2)}), S("n"), S("q")}, {"name", "x"})),
            "[1, 2] n 2   'q'");
  EXPECT_EQ(Str(protocol::binary_op(ctx, Op::Remainder, S("%5.2f|%-4d|%s|%r"), T({F(3.14159), I(7), S("a"), S("b")}))),
            " 3.14|7   |a|'b'");
}

TEST_F(ObjectsTest, StrMethods) {
  EXPECT_EQ(R(M(S("  a b  c "), "split", {})), "['a', 'b', 'c']");
  EXPECT_EQ(R(M(S("a,b,,c"), "split", {S(","), I(2)})), "['a', 'b', ',c']");
  EXPECT_EQ(R(M(S("a,b,,c"), "rsplit", {S(","), I(1)})), "['a,b,', 'c']");
  EXPECT_EQ(R(M(S("-"), "join", {L({S("x"), S("y")})})), "'x-y'");
  EXPECT_EQ(R(M(S("hello world"), "title", {})), "'Hello World'");
  EXPECT_EQ(R(M(S("abc"), "center", {I(8), S("*")})), "'**abc***'");
  EXPECT_EQ(R(M(S("-42"), "zfill", {I(6)})), "'-00042'");
  EXPECT_EQ(R(M(S("héllo"), "upper", {})), "'HÉLLO'");
  EXPECT_EQ(R(M(S("héllo"), "find", {S("l")})), "2");
  EXPECT_EQ(R(S("it's")), "\"it's\"");
  EXPECT_EQ(R(S("a\nb\x01\xc2\xa0")), "'a\\nb\\x01\\xa0'");
  EXPECT_EQ(R(M(S("a\r\nb\nc"), "splitlines", {})), "['a', 'b', 'c']");
  EXPECT_EQ(R(protocol::getitem(ctx, S("héllo"), protocol::new_slice(ctx, I(1), Value::none(), I(2)))), "'él'");
}

TEST_F(ObjectsTest, Containers) {
  Value d = protocol::new_dict(ctx);
  protocol::setitem(ctx, d, S("b"), I(1));
  protocol::setitem(ctx, d, S("a"), I(2));
  protocol::setitem(ctx, d, I(1), I(3));
  protocol::delitem(ctx, d, S("b"));
  protocol::setitem(ctx, d, S("b"), I(4));
  EXPECT_EQ(R(d), "{'a': 2, 1: 3, 'b': 4}");
  EXPECT_EQ(R(protocol::getitem(ctx, d, F(1.0))), "3");
  EXPECT_EQ(R(protocol::getitem(ctx, d, S("zz"))), "<KeyError: 'zz'>");
  EXPECT_EQ(R(M(d, "keys", {})), "dict_keys(['a', 1, 'b'])");
  Value l = L({I(3), I(1), I(2)});
  protocol::setitem(ctx, l, I(0), l);
  EXPECT_EQ(R(l), "[[...], 1, 2]");
  EXPECT_EQ(R(B("sorted", {L({I(3), I(1), I(2)})}, {})), "[1, 2, 3]");
  EXPECT_EQ(R(B("sorted", {L({I(3), S("a")})})), "<TypeError: '<' not supported between instances of 'str' and 'int'>");
  EXPECT_EQ(R(B("set", {L({I(5), I(3), I(9), I(1)})})), "{9, 3, 5, 1}");
  EXPECT_EQ(R(B("frozenset", {L({I(5), I(3)})})), "frozenset({3, 5})");
  EXPECT_EQ(R(B("hash", {L({})})), "<TypeError: unhashable type: 'list'>");
  EXPECT_EQ(R(B("hash", {T({I(1), I(2)})})), "-3550055125485641917");
  EXPECT_EQ(R(B("max", {L({})})), "<ValueError: max() arg is an empty sequence>");
  EXPECT_EQ(R(B("list", {B("range", {I(10), I(0), I(-3)})})), "[10, 7, 4, 1]");
  EXPECT_EQ(R(B("list", {B("zip", {L({I(1), I(2)}), S("ab")})})), "[(1, 'a'), (2, 'b')]");
  EXPECT_EQ(R(B("list", {B("enumerate", {S("ab"), I(1)})})), "[(1, 'a'), (2, 'b')]");
  EXPECT_EQ(R(B("bytes", {L({I(104), I(105)})})), "b'hi'");
  EXPECT_EQ(R(M(B("bytes", {L({I(0xff)})}), "decode", {})), "<UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte>");
}

TEST_F(ObjectsTest, ExceptionsAndTypes) {
  EXPECT_EQ(R(B("ValueError", {S("x")})), "ValueError('x')");
  EXPECT_EQ(Str(B("KeyError", {S("k")})), "'k'");
  EXPECT_EQ(Str(B("OSError", {I(2), S("No such file or directory"), S("f")})),
            "[Errno 2] No such file or directory: 'f'");
  EXPECT_EQ(R(B("type", {B("OSError", {I(2), S("x")})})), "<class 'FileNotFoundError'>");
  EXPECT_EQ(R(B("isinstance", {I(1), T({Value::object(ctx.builtins.str_type), Value::object(ctx.builtins.int_type)})})), "True");
  EXPECT_EQ(R(B("issubclass", {Value::object(ctx.builtins.bool_type), Value::object(ctx.builtins.int_type)})), "True");
  EXPECT_EQ(R(B("len", {I(1)})), "<TypeError: object of type 'int' has no len()>");
  EXPECT_EQ(R(call(I(1), {})), "<TypeError: 'int' object is not callable>");
  EXPECT_EQ(R(protocol::getattr(ctx, I(1), protocol::intern(ctx, "foo"))), "<AttributeError: 'int' object has no attribute 'foo'>");
  // class creation through type(name, bases, dict)
  Value ns = protocol::new_dict(ctx);
  Value cls = B("type", {S("A"), T({}), ns});
  Value inst = call(cls, {});
  EXPECT_EQ(protocol::setattr(ctx, inst, protocol::intern(ctx, "x"), I(5)), 0);
  EXPECT_EQ(R(protocol::getattr(ctx, inst, protocol::intern(ctx, "x"))), "5");
  Value a = B("type", {S("X"), T({Value::object(ctx.builtins.object_type)}), protocol::new_dict(ctx)});
  Value b = B("type", {S("Y"), T({a}), protocol::new_dict(ctx)});
  EXPECT_EQ(R(B("type", {S("Z"), T({a, b}), protocol::new_dict(ctx)})),
            "<TypeError: Cannot create a consistent method resolution\norder (MRO) for bases X, Y>");
  Value sub = B("type", {S("MyList"), T({Value::object(ctx.builtins.list_type)}), protocol::new_dict(ctx)});
  Value ml = call(sub, {S("ab")});
  EXPECT_EQ(R(ml), "['a', 'b']");
  EXPECT_EQ(R(B("len", {ml})), "2");
}

}  // namespace tp::testing
