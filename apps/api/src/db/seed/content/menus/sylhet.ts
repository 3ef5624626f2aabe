// Menus of the Sylhet restaurants; same format as dhaka.ts.

export const SHAH_JALAL_CHA_GHOR = `
  Seven Layer Tea                | drinks   | popular | 120    | The Srimangal favourite: seven coloured layers of tea poured one on another.
  Sylheti Malai Cha              | drinks   | quick   | 30     | Strong milk tea with a thick layer of malai on top.
  Green Tea                      | drinks   | healthy | 40     | Fresh Sylhet garden leaves, steeped light.
  Lemon Ginger Tea               | drinks   | healthy | 35     | Black tea with lemon, ginger and honey.
  Masala Cha                     | drinks   | budget  | 40     | Milk tea spiced with cardamom, cinnamon and clove.
  Shatkora Lemonade              | drinks   | home    | 70     | Lemonade made with Sylhet's own shatkora citrus.
  Shingara (4 pcs)               | snacks   | budget  | 60     | Crisp pastry cones stuffed with spiced potato and peanuts.
  Chicken Samosa (4 pcs)         | snacks   | quick   | 80     | Thin pastry triangles with minced chicken.
  Alu Chop (4 pcs)               | snacks   | budget  | 40     | Spiced mashed potato fritters in gram flour batter.
  Butter Bun                     | bakery   | budget  | 25     | A soft sweet bun brushed with butter.
  Toast Biscuit (200 g)          | bakery   | quick   | 70     | Crunchy tea-time toast biscuits, baked twice.
  Coconut Cookies                | bakery   | home    | 90     | Chewy cookies with fresh grated coconut, baked in-house.
`;

export const GHORER_RANNA = `
  Shatkora Beef with Rice        | biryani  | home    | 290    | Sylheti beef curry cooked with shatkora rind, served with steamed rice.
  Homestyle Chicken Biryani      | biryani  | home    | 260    | Home-cooked chicken biryani with potato and egg.
  Akhni Polao                    | biryani  | home    | 240    | Sylheti akhni with chicken and fragrant rice.
  Chicken Pakora                 | snacks   | home    | 150    | Crispy chicken fritters with onion and coriander.
  Chola Bhuna                    | snacks   | healthy | 80     | Spiced chickpeas with onion, cucumber and lime.
  Vegetable Pakora               | snacks   | budget  | 70     | Mixed vegetable fritters in gram flour batter.
  Handesh (6 pcs)                | desserts | home    | 120    | Sylheti rice-flour and molasses cakes, fried slowly.
  Narkel Naru (10 pcs)           | desserts | home    | 110    | Coconut and jaggery sweet balls.
  Laccha Shemai                  | desserts | budget  | 90     | Fine fried vermicelli cooked in milk with ghee and nuts.
  Chitoi Pitha (4 pcs)           | bakery   | home    | 80     | Steamed rice cakes served with molasses or bhorta.
  Beef Shami Kebab (4 pcs)       | kebab    | home    | 160    | Home-made shami kebabs with beef and lentils.
  Chicken Boti Kebab             | kebab    | healthy | 200    | Boneless chicken grilled on a tawa with yogurt and spices.
`;

export const CHOTPOTI_CHOTTOR = `
  Chotpoti                       | snacks   | popular | 60     | Yellow peas with potato, egg, tamarind water and chilli.
  Fuchka (10 pcs)                | snacks   | popular | 80     | Crisp hollow puris filled with spiced peas and tamarind water.
  Doi Fuchka                     | snacks   | quick   | 120    | Fuchka topped with sweet yogurt and chaat masala.
  Velpuri                        | snacks   | budget  | 69.50  | Puffed rice, peanuts, onion and chutney, tossed to order.
  Jhalmuri                       | snacks   | budget  | 40     | Puffed rice with mustard oil, onion, chilli and chanachur.
  Sprout Chaat                   | snacks   | healthy | 90     | Mung bean sprouts with tomato, onion and lime.
  Tamarind Sharbat               | drinks   | budget  | 50     | A sweet and sour tamarind drink.
  Sugarcane Juice                | drinks   | healthy | 60     | Freshly pressed with ginger and lime.
`;
