import { describe, expect, it } from "vitest";
import { matchesSearch } from "./records";
import { referralSearchFields, referralStatusLabel } from "./referral-console";

describe("referralStatusLabel", () => {
  it("says the delivery state in pt-BR, with the attempts once there were any", () => {
    expect(referralStatusLabel({ status: "pending", attempts: 0 })).toBe("Pendente");
    expect(referralStatusLabel({ status: "pending", attempts: 1 })).toBe("Pendente (1 tentativa)");
    expect(referralStatusLabel({ status: "failed", attempts: 8 })).toBe("Falhou (8 tentativas)");
    expect(referralStatusLabel({ status: "delivered", attempts: 3 })).toBe("Entregue");
  });
});

describe("referralSearchFields", () => {
  const referral = {
    referrer: {
      name: "Ana Lima",
      phone: "27991112222",
      email: "ana@example.com",
      cpfMasked: "***.982.247-**",
    },
    friend: {
      name: "Bruno Reis",
      phone: "2733334444",
      email: "bruno@example.com",
      cpfMasked: "***.444.777-**",
    },
  };
  const finds = (query: string) => matchesSearch(referralSearchFields(referral), query);

  it("finds either side by name, e-mail or phone, typed with or without punctuation", () => {
    expect(finds("ana lima")).toBe(true);
    expect(finds("BRUNO@")).toBe(true);
    expect(finds("(27) 3333-4444")).toBe(true);
    expect(finds("991112222")).toBe(true);
  });

  it("does not search the CPFs", () => {
    expect(finds("982.247")).toBe(false);
  });
});
